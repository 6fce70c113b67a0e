#!/bin/sh
# Run by the postgres image on its first start (an empty data volume), as POSTGRES_USER: the casino
# provider's own role and database on the same server. The provider's role can reach its own
# database only; the API's database (POSTGRES_DB) takes connections from its owner only.
#
# The password comes from PROVIDER_DB_PASSWORD (required by docker-compose.yml) and is passed to
# psql as a variable, quoted by psql (:'password'), never spliced into the SQL text.
# A volume created before this script existed has neither: run these statements by hand once.
: "${PROVIDER_DB_PASSWORD:?PROVIDER_DB_PASSWORD is required: the casino provider database password}"

psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v password="$PROVIDER_DB_PASSWORD" -v api_db="$POSTGRES_DB" <<'SQL'
CREATE ROLE provider LOGIN PASSWORD :'password';
CREATE DATABASE provider OWNER provider;
REVOKE ALL ON DATABASE provider FROM PUBLIC;
REVOKE CONNECT, TEMPORARY ON DATABASE :"api_db" FROM PUBLIC;
SQL
