/** `npm run test:unit`: the domain package's specs, the backend's unit specs and the source checks; no build, no database. */
module.exports = require('./tier')('unit');
