/**
 * `npm run test:browser`: the browser files after `npm run build`, one at a time. Each starts the built server and a
 * Chromium: two at once on a 2-core machine slowed both past their timeouts, and beside the API files far more.
 */
module.exports = require('./tier')('browser', { maxWorkers: 1 });
