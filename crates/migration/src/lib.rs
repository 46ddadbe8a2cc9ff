//! The one migration tree of Obra. It runs on SQLite and PostgreSQL alike: one migration per file, one operation
//! per ALTER (SQLite cannot alter several things in one statement), at start-up and by `obra migrate`.

pub use sea_orm_migration::prelude::*;

mod helpers;
mod m0001_companies;
mod m0002_project_groups;
mod m0003_projects;
mod m0004_positions;
mod m0005_permission_catalogue;
mod m0006_profiles;
mod m0007_users;
mod m0008_user_projects;
mod m0009_sessions;
mod m0010_one_time_tokens;
mod m0011_audit_log;
mod m0012_notifications;
mod m0013_registrations;
mod m0014_activation_requests;
mod m0015_email_outbox;
mod m0016_positions_version;
mod m0017_user_imports;
mod m0018_courses;
mod m0019_holidays;
mod m0020_workers;
mod m0021_account;
mod m0022_uploads;
mod m0023_cbox;
mod m0024_ticket_config;
mod m0025_tickets;
mod m0026_ticket_threads;
mod m0027_ticket_search;
mod m0028_jobs;
mod m0029_bim;
mod m0030_ticket_bim_pins;
mod m0031_bim_property_index;
mod m0032_ticket_list_covering;
mod m0033_unit_types;
mod m0034_units;
mod m0035_after_sales;
mod m0036_name_keys;
mod m0037_owner_portal;
mod m0038_ticket_list_number;
mod m0039_quality;
mod m0040_verifications;
mod m0041_concrete;
mod m0042_webhooks;
mod m0043_api_keys;
mod m0044_integration_logs;
mod m0045_insights_billing;
mod m0046_ticket_pin_elements;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m0001_companies::Migration),
            Box::new(m0002_project_groups::Migration),
            Box::new(m0003_projects::Migration),
            Box::new(m0004_positions::Migration),
            Box::new(m0005_permission_catalogue::Migration),
            Box::new(m0006_profiles::Migration),
            Box::new(m0007_users::Migration),
            Box::new(m0008_user_projects::Migration),
            Box::new(m0009_sessions::Migration),
            Box::new(m0010_one_time_tokens::Migration),
            Box::new(m0011_audit_log::Migration),
            Box::new(m0012_notifications::Migration),
            Box::new(m0013_registrations::Migration),
            Box::new(m0014_activation_requests::Migration),
            Box::new(m0015_email_outbox::Migration),
            Box::new(m0016_positions_version::Migration),
            Box::new(m0017_user_imports::Migration),
            Box::new(m0018_courses::Migration),
            Box::new(m0019_holidays::Migration),
            Box::new(m0020_workers::Migration),
            Box::new(m0021_account::Migration),
            Box::new(m0022_uploads::Migration),
            Box::new(m0023_cbox::Migration),
            Box::new(m0024_ticket_config::Migration),
            Box::new(m0025_tickets::Migration),
            Box::new(m0026_ticket_threads::Migration),
            Box::new(m0027_ticket_search::Migration),
            Box::new(m0028_jobs::Migration),
            Box::new(m0029_bim::Migration),
            Box::new(m0030_ticket_bim_pins::Migration),
            Box::new(m0031_bim_property_index::Migration),
            Box::new(m0032_ticket_list_covering::Migration),
            Box::new(m0033_unit_types::Migration),
            Box::new(m0034_units::Migration),
            Box::new(m0035_after_sales::Migration),
            Box::new(m0036_name_keys::Migration),
            Box::new(m0037_owner_portal::Migration),
            Box::new(m0038_ticket_list_number::Migration),
            Box::new(m0039_quality::Migration),
            Box::new(m0040_verifications::Migration),
            Box::new(m0041_concrete::Migration),
            Box::new(m0042_webhooks::Migration),
            Box::new(m0043_api_keys::Migration),
            Box::new(m0044_integration_logs::Migration),
            Box::new(m0045_insights_billing::Migration),
            Box::new(m0046_ticket_pin_elements::Migration),
        ]
    }
}
