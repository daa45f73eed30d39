/** A company's complete form. */
export const companyForm = () => ({
  seller_type: 'company',
  legal_name: 'Boulangerie du Parc SARL',
  siret: '732 829 320 00074',
  vat_number: 'FR 44 732829320',
  address_line: '3 rue des Forges',
  postal_code: '21000',
  city: 'Dijon',
  country: 'FR',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'AGRIFRPP',
  account_holder: 'Boulangerie du Parc',
});
