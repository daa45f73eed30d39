/** `npm run test:api`: the API files on a real database, after `npm run build:backend` (see package.json). */
module.exports = require('./tier')('api');
