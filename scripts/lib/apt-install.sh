# Sourced by the scripts that install what the tests need from Debian when it is missing (ensure-java.sh,
# ensure-chromium.sh, ensure-postgres.sh, test-production.sh): apt_install [apt-get option...] package...
# Runs apt-get as root, or through sudo; without either it says what to run and fails.
apt_install() {
  local options=() packages=() sudo=()
  local arg
  for arg in "$@"; do
    case "$arg" in
      -*) options+=("$arg") ;;
      *) packages+=("$arg") ;;
    esac
  done
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
      echo "error: ${packages[*]} is missing and this user cannot install it. Run as root: apt-get update && apt-get install -y ${packages[*]}" >&2
      return 1
    fi
    sudo=(sudo)
  fi
  echo "== installing ${packages[*]} from Debian (apt-get)"
  # Chained: a caller's `check || apt_install …` runs this without set -e.
  "${sudo[@]}" apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${options[@]}" "${packages[@]}" >/dev/null
}
