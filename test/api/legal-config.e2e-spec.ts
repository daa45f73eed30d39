import { createTestApp, type TestApp } from '../support/app';

describe('GET /api/config: the publication director, the host and the mediator come from the settings', () => {
  const env = {
    OPERATOR_PUBLICATION_DIRECTOR: 'Alix Durand',
    OPERATOR_HOST_NAME: 'Hébergement Témoin SA',
    OPERATOR_HOST_ADDRESS: '8 avenue Témoin, 67000 Strasbourg',
    OPERATOR_HOST_PHONE: '03 88 00 00 00',
    OPERATOR_MEDIATOR_NAME: 'Médiation Témoin',
    OPERATOR_MEDIATOR_ADDRESS: '5 place Témoin, 33000 Bordeaux',
    OPERATOR_MEDIATOR_URL: 'https://mediation-temoin.example',
  };
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(() => t.close());

  it('answers them as set, for the legal pages the site draws from it', async () => {
    const { body } = await t.http().get('/api/config').expect(200);
    expect(body.operator.publicationDirector).toBe('Alix Durand');
    expect(body.host).toEqual({ name: 'Hébergement Témoin SA', address: '8 avenue Témoin, 67000 Strasbourg', phone: '03 88 00 00 00' });
    expect(body.mediator).toEqual({ name: 'Médiation Témoin', address: '5 place Témoin, 33000 Bordeaux', url: 'https://mediation-temoin.example' });
  });
});
