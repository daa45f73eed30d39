/** `npm run test:web`: the component tests (jsdom, the API mocked); no build. */
module.exports = require('./tier')('web');
