// Jest stand-in for imported asset files: the path a bundler would give.
module.exports = 'test-file-stub';
