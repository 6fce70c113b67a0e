-- The casino provider's own database, beside the API's (POSTGRES_DB). PostgreSQL runs this once,
-- when it initialises an empty data volume; on a volume made before it, create it by hand:
--   docker compose exec postgres createdb -U backlay backlay_provider
CREATE DATABASE backlay_provider;
