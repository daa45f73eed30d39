/** One tier of `npm test`: jest.config.js with only that tier's project (`projects` entries are named by tier). */
const all = require('../../jest.config.js');

module.exports = function tier(name, options = {}) {
  const projects = all.projects.filter((project) => project.displayName === name);
  if (projects.length !== 1) throw new Error(`jest.config.js has no project named ${name}`);
  return { ...all, ...options, projects };
};
