/* Jest's global teardown of the browser tests: stops the app host that app-host-setup.js started. */
module.exports = async function stopAppHost() {
  const host = globalThis.browserTestsAppHost;
  if (!host || host.exitCode !== null) return;
  await new Promise((resolve) => {
    host.on('exit', resolve);
    host.stdin.end();
  });
};
