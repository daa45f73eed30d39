import { Injectable } from '@nestjs/common';

/** The application's time, injected where a run spans minutes (mail leases) so that tests can move it. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
