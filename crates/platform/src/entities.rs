//! SeaORM entities of the kernel's tables (one file each). Business modules keep their own.

pub mod activation_request;
pub mod api_key;
pub mod audit_log;
pub mod company;
pub mod email_outbox;
pub mod job;
pub mod notification;
pub mod notification_setting;
pub mod one_time_token;
pub mod permission;
pub mod permission_group;
pub mod position;
pub mod profile;
pub mod profile_permission;
pub mod project;
pub mod project_group;
pub mod registration;
pub mod session;
pub mod upload;
pub mod user;
pub mod user_project;
