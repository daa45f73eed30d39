-- The candidates' bounding box on the merchant's commune (a latitude range, longitude read from the index) and the
-- start-up backfill's probe for cities without coordinates.
CREATE INDEX "cities_position" ON "cities" USING btree ("latitude","longitude");