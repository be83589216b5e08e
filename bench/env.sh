# Sourced by the bench scripts: a virtual environment with requirements.txt,
# created on first use (needs PyPI, and libcairo2-dev for pycairo).
bench_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
venv=${BENCH_VENV:-$HOME/.cache/animgen-bench/venv}
if [ ! -x "$venv/bin/python" ]; then
  if ! pkg-config --exists cairo 2>/dev/null; then
    # pycairo compiles against Cairo's headers: install them as root (a
    # fresh machine has none), otherwise say what to install and stop.
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
      echo "installing libcairo2-dev for pycairo" >&2
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libcairo2-dev pkg-config >/dev/null
    else
      echo "pycairo needs Cairo's headers: apt-get install -y libcairo2-dev pkg-config (as root), then run this again" >&2
      exit 1
    fi
  fi
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q -r "$bench_dir/requirements.txt" || {
    echo "could not install bench/requirements.txt into $venv" >&2; rm -rf "$venv"; exit 1; }
fi
python=$venv/bin/python
