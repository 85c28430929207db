/* An imported drawing under Jest is its file's text, as the build's text loader makes it. */
module.exports = {
  process(source) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(source)} };` };
  },
};
