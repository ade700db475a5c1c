-- docker-compose.yml: one database per service (ARCHITECTURE.md, "Data"), created on the first start
-- of an empty volume. The same list as k8s/platform/postgres.yaml; k8s/test/compose.test.ts keeps them equal.
-- A database added later needs `docker compose down -v` (or a manual CREATE DATABASE).
CREATE DATABASE auth;
CREATE DATABASE visa;
CREATE DATABASE matching;
CREATE DATABASE specialist;
CREATE DATABASE company;
CREATE DATABASE tovspark;
CREATE DATABASE admin;
