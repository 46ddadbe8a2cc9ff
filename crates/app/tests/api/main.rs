//! The API suite: the whole app on port 0 with a fresh database per test (a copy of one migrated with the demo data, `support/template.rs`). Runs on SQLite by default and on
//! PostgreSQL when `OBRA_TEST_POSTGRES` names a server (`postgres://postgres@127.0.0.1:5432`).

#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test may panic

mod support;

mod activation;
mod api_keys;
mod after_sales;
mod after_sales_orders;
mod after_sales_support;
mod auth;
mod benchmark;
mod billing;
mod bim;
mod bim_support;
mod cbox;
mod cbox_shares;
mod cbox_support;
mod concrete;
mod concrete_import;
mod concrete_support;
mod concrete_ticket;
mod config_account;
mod connectors;
mod connectors_support;
mod config_courses;
mod config_positions;
mod config_profiles;
mod config_user_imports;
mod config_user_limits;
mod config_users;
mod config_workers;
mod conventions;
mod events;
mod matrix;
mod notifications;
mod ocinsights;
mod openapi;
mod owners_portal;
mod owners_portal_support;
mod password_reset;
mod projects;
mod quality;
mod quality_config;
mod quality_support;
mod register;
mod requests_by_email;
mod sessions;
mod tickets;
mod tickets_fields;
mod tickets_bim;
mod tickets_list;
mod tickets_merge;
mod tickets_support;
mod tiinsights;
mod verifications;
mod verifications_flow;
mod verifications_support;
mod warranties_config;
mod warranties_units;
mod webhooks;
mod webhooks_support;
mod warranties_act;
mod warranties_support;
