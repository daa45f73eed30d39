import { dataProvider, FALLBACKS } from '../../api/dataProvider';
import { installFakeFetch } from '../../test/fakeFetch';

describe('dataProvider.retryMail', () => {
  it("posts to the mail's retry endpoint and reads the mail back", async () => {
    const api = installFakeFetch();
    api.respond({ body: { _id: 'a1', status: 'queued', attempts: 0 } });
    const { data } = await dataProvider.retryMail('a1');
    expect(api.calls.map((c) => [c.method, c.url])).toEqual([['POST', '/api/admin/mails/a1/retry']]);
    expect(data).toMatchObject({ id: 'a1', status: 'queued' });
  });

  it("carries the server's refusal, or the French fallback when there is none", async () => {
    const api = installFakeFetch();
    api.respond(
      { status: 409, body: { statusCode: 409, message: 'Ce mail a déjà été envoyé : il ne peut pas être renvoyé.', code: 'MAIL_ALREADY_SENT' } },
      { status: 502, body: '<html>Bad gateway</html>' },
    );
    await expect(dataProvider.retryMail('a1')).rejects.toThrow('Ce mail a déjà été envoyé : il ne peut pas être renvoyé.');
    await expect(dataProvider.retryMail('a1')).rejects.toThrow(FALLBACKS.retryMail);
  });
});
