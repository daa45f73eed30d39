import { CENSORED, serializeError } from './redaction';

describe('serializeError', () => {
  it("leaves out a failed statement's parameters and masks the e-mails of its text", () => {
    // What Drizzle throws when PostgreSQL refuses a statement: its text, and the request's data as parameters.
    const queryError = Object.assign(new Error('Failed query: update "merchant_requests" set "email" = $1 (jeanne.dupont@gmail.com)'), {
      query: 'update "merchant_requests" set "email" = $1, "phone" = $2, "password_hash" = $3',
      params: ['jeanne.dupont@gmail.com', '0612345678', '$argon2id$v=19$m=65536'],
    });

    const logged = serializeError(queryError);

    expect(logged.params).toBe(CENSORED);
    expect(logged.query).toBe('update "merchant_requests" set "email" = $1, "phone" = $2, "password_hash" = $3');
    expect(logged.message).toBe(`Failed query: update "merchant_requests" set "email" = $1 (${CENSORED})`);
    expect(JSON.stringify(logged)).not.toMatch(/jeanne\.dupont|0612345678|argon2id/);
  });
});
