/**
 * `npm run test:api`: the API files on a real database, after `npm run build:backend` (see package.json).
 * Each file leaves about 55 MB in its worker's heap (its modules, its apps), and every later file then starts slower: a
 * test database took 2 s of CPU in a worker's first file and 12 s in its 26th. A worker whose heap passes the limit
 * after a file is replaced (a fresh worker costs about 4 s of CPU, reading the transformed modules again).
 */
module.exports = require('./tier')('api', { workerIdleMemoryLimit: '450MB' });
