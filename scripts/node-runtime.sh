# Sourced by setup.sh, start.sh and test.sh after the install: puts the Node 24 that pnpm installed from the npm
# registry (the root's optional dependency node-linux-<arch>) first on PATH, so pnpm, every script, Jest, Playwright's
# web server, tsx and the worker processes run on it, whichever Node the machine has. A machine without that package
# (another platform) keeps its own node, which must then be 24 or later.
_node_arch=$(uname -m)
case "$_node_arch" in
  x86_64 | amd64) _node_arch=x64 ;;
  aarch64) _node_arch=arm64 ;;
esac
_node_bin="$PWD/node_modules/node-linux-$_node_arch/bin"
if [ -x "$_node_bin/node" ]; then
  export PATH="$_node_bin:$PATH"
fi
if [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 24 ]; then
  echo "✗ iPrism runs on Node 24 or later; found $(node -v) and no node-linux-$_node_arch in node_modules (run scripts/setup.sh)" >&2
  exit 1
fi
unset _node_arch _node_bin
