import {
  durationInFrench,
  JOB_LATE_AFTER_HOURS,
  OUTBOX_LATE_AFTER_MINUTES,
  operationsWarnings,
  type OperationsStatusAnswer,
  type ScheduledJobStatus,
} from './operations';

describe('durationInFrench', () => {
  it('reads minutes under an hour, hours under two days, then days', () => {
    expect([59, 60, 120, 3599, 3600, 7200, 47 * 3600 + 3599, 48 * 3600, 3 * 86_400 + 7200].map(durationInFrench)).toEqual([
      '0 minute',
      '1 minute',
      '2 minutes',
      '59 minutes',
      '1 heure',
      '2 heures',
      '47 heures',
      '2 jours',
      '3 jours',
    ]);
  });
});

const job = (fields: Partial<ScheduledJobStatus>): ScheduledJobStatus => ({
  job: 'reminders',
  enabled: true,
  lastSuccessAt: '2026-11-28T02:00:00.000Z',
  sinceSeconds: 3600,
  late: false,
  ...fields,
});
const calm: OperationsStatusAnswer = { jobs: [job({})], outbox: { queued: 0, oldestQueuedSeconds: 0, failed: 0, late: false } };

describe("the operations dashboard's warnings", () => {
  it('calls a daily job late after 26 hours (a day, its run time, the 25-hour night), the outbox after an hour', () => {
    expect(JOB_LATE_AFTER_HOURS).toBe(26);
    expect(OUTBOX_LATE_AFTER_MINUTES).toBe(60);
  });

  it('says nothing when no job and no mail is late', () => {
    expect(operationsWarnings(calm)).toEqual([]);
  });

  it('names each late job only, with the time since its last success or, never having run, since the start', () => {
    const status: OperationsStatusAnswer = {
      ...calm,
      jobs: [
        job({ job: 'retention', late: true, sinceSeconds: 3 * 86_400 }),
        job({ job: 'stats-rollup' }),
        job({ job: 'dac7-copies', late: true, lastSuccessAt: null, sinceSeconds: 27 * 3600 }),
      ],
    };
    expect(operationsWarnings(status)).toEqual([
      "La tâche « Effacement des données personnelles échues » n'a pas réussi depuis 3 jours.",
      "La tâche « Copies DAC7 annuelles des artisans » n'a jamais réussi depuis le démarrage du serveur, il y a 27 heures.",
    ]);
  });

  it('warns of a late outbox with the number of mails waiting, in the singular or the plural', () => {
    const outbox = (queued: number) => operationsWarnings({ ...calm, outbox: { queued, oldestQueuedSeconds: 2 * 3600, failed: 0, late: true } });
    expect(outbox(1)).toEqual([
      "1 e-mail attend d'être envoyé, le plus ancien depuis 2 heures : vérifiez l'envoi des e-mails (SMTP).",
    ]);
    expect(outbox(3)).toEqual([
      "3 e-mails attendent d'être envoyés, le plus ancien depuis 2 heures : vérifiez l'envoi des e-mails (SMTP).",
    ]);
  });
});
