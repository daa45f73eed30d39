import openapiTS, { astToString } from 'openapi-typescript';

const HEADER = `/**
 * The API's requests and answers, generated from its OpenAPI document by \`npm run sync:api\`: do not edit by hand.
 * Change the backend's DTO and response classes, then run \`npm run sync:api\` (docs/api.md).
 */

`;

/**
 * The TypeScript source of packages/api-types for an OpenAPI document: openapi-typescript's types, with each
 * schema also exported under its own name (PublicConfigResponse, CreateParentRequestDto…).
 * Shared by `npm run sync:api` and the contract test, which checks that the served document gives the committed file.
 */
export async function apiTypesSource(document) {
  const ast = await openapiTS(document, { rootTypes: true, rootTypesNoSchemaPrefix: true });
  return HEADER + astToString(ast);
}
