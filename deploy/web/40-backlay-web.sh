#!/bin/sh
# Run by the nginx image's entrypoint (/docker-entrypoint.d/) before nginx starts. It writes what
# scripts/serve.mjs derives from the host's config at run time, from the addresses browsers use:
#
#   /etc/nginx/backlay/config.json   the host's /config.json (the build's template, envsubst)
#   /etc/nginx/backlay/runtime.conf  the values deploy/nginx/web.conf sends: the host's
#                                    Content-Security-Policy, the Permissions-Policies (host's,
#                                    remotes') and when to send Strict-Transport-Security
#
# Environment (origins: scheme, host and optional port, no path):
#   BACKLAY_API_URL       the API as browsers reach it (the load balancer)
#   BACKLAY_SPORTS_URL    BACKLAY_CASINO_URL    BACKLAY_REPORTS_URL    BACKLAY_ACCOUNT_URL
#                         each remote's origin
#   BACKLAY_PROVIDER_URL  the casino provider, whose games the host frames
#   HSTS                  set (not 0/false): every answer carries Strict-Transport-Security
#   TRUST_PROXY           set (not 0/false): believe X-Forwarded-Proto (its last entry) and send
#                         HSTS on answers a TLS proxy in front marks https
# A missing or malformed address stops the container with one line naming it.
set -eu

me=40-backlay-web.sh
out=/etc/nginx/backlay
template=/etc/backlay/config.json.template

fail() {
  echo "$me: $*" >&2
  exit 1
}

# origin NAME: the variable's value as an origin (a trailing slash dropped), or the start fails.
origin() {
  eval "value=\${$1:-}"
  value=${value%/}
  case "$value" in
    '') fail "$1 is required: the origin browsers use, e.g. https://app.example.com" ;;
    http://* | https://*) ;;
    *) fail "$1 must start with http:// or https://, got \"$value\"" ;;
  esac
  authority=${value#*://}
  case "$authority" in
    '' | *[!A-Za-z0-9.:-]*) fail "$1 must be an origin (scheme, host, optional port; no path), got \"$value\"" ;;
  esac
  printf '%s' "$value"
}

# As scripts/serve.mjs: unset, empty, 0 or false (any case) is off; anything else is on.
enabled() {
  case "${1:-}" in
    '' | 0 | [Ff][Aa][Ll][Ss][Ee]) return 1 ;;
    *) return 0 ;;
  esac
}

BACKLAY_API_URL=$(origin BACKLAY_API_URL)
BACKLAY_SPORTS_URL=$(origin BACKLAY_SPORTS_URL)
BACKLAY_CASINO_URL=$(origin BACKLAY_CASINO_URL)
BACKLAY_REPORTS_URL=$(origin BACKLAY_REPORTS_URL)
BACKLAY_ACCOUNT_URL=$(origin BACKLAY_ACCOUNT_URL)
BACKLAY_PROVIDER_URL=$(origin BACKLAY_PROVIDER_URL)
export BACKLAY_API_URL BACKLAY_SPORTS_URL BACKLAY_CASINO_URL BACKLAY_REPORTS_URL BACKLAY_ACCOUNT_URL BACKLAY_PROVIDER_URL

mkdir -p "$out"

# The host's /config.json: only these variables are replaced.
[ -r "$template" ] || fail "$template is missing: build the image from deploy/Dockerfile (target web)"
envsubst '${BACKLAY_API_URL} ${BACKLAY_SPORTS_URL} ${BACKLAY_CASINO_URL} ${BACKLAY_REPORTS_URL} ${BACKLAY_ACCOUNT_URL} ${BACKLAY_PROVIDER_URL}' \
  <"$template" >"$out/config.json.tmp"
mv "$out/config.json.tmp" "$out/config.json"

# The host's CSP names exactly the origins its config uses (scripts/serve.mjs, hostCsp): the API
# and its sockets (socketUrl is the API), the remotes, and the framed provider.
list=''
for o in "$BACKLAY_API_URL" "$BACKLAY_SPORTS_URL" "$BACKLAY_CASINO_URL" "$BACKLAY_REPORTS_URL" "$BACKLAY_ACCOUNT_URL"; do
  case " $list " in
    *" $o "*) ;;
    *) list="${list:+$list }$o" ;;
  esac
done
sockets=''
for o in $list; do
  sockets="${sockets:+$sockets }ws${o#http}"
done
framed=$BACKLAY_PROVIDER_URL
csp="default-src 'self'; script-src 'self' $list; style-src 'self' 'unsafe-inline'; img-src 'self' data: $list $framed; connect-src 'self' $list $sockets; frame-src 'self' $list $framed; font-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'self'"

# Every powerful feature off; autoplay and fullscreen for the page itself, and on the host's answers
# for the origins it frames too: the API (scoreboard and TV) and the provider (games)
# (scripts/serve.mjs, permissionsPolicy; a remote is served without the config, so self only).
allowed='self'
for o in "$BACKLAY_API_URL" "$BACKLAY_PROVIDER_URL"; do
  case " $allowed " in
    *" \"$o\" "*) ;;
    *) allowed="$allowed \"$o\"" ;;
  esac
done
pp=''
for feature in accelerometer camera display-capture encrypted-media geolocation gyroscope hid \
  idle-detection magnetometer microphone midi payment picture-in-picture publickey-credentials-get \
  screen-wake-lock serial usb xr-spatial-tracking; do
  pp="$pp$feature=(), "
done
pp_host="${pp}autoplay=($allowed), fullscreen=($allowed)"
pp_remote="${pp}autoplay=(self), fullscreen=(self)"

if enabled "${HSTS:-}"; then
  hsts=always
elif enabled "${TRUST_PROXY:-}"; then
  hsts=forwarded
else
  hsts=off
fi

# Double quotes around the CSP (it holds single quotes), single quotes around the Permissions-Policy
# (it holds double quotes); the origins in both were checked above to hold neither.
cat >"$out/runtime.conf.tmp" <<EOF
# Written by $me at container start from the environment; do not edit.
map "" \$backlay_csp { default "$csp"; }
map "" \$backlay_permissions_policy_host { default '$pp_host'; }
map "" \$backlay_permissions_policy_remote { default '$pp_remote'; }
map "" \$backlay_hsts_mode { default "$hsts"; }
EOF
mv "$out/runtime.conf.tmp" "$out/runtime.conf"

echo "$me: /config.json for API $BACKLAY_API_URL, provider $BACKLAY_PROVIDER_URL; remotes $BACKLAY_SPORTS_URL $BACKLAY_CASINO_URL $BACKLAY_REPORTS_URL $BACKLAY_ACCOUNT_URL; HSTS $hsts"
