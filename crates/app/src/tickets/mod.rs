//! The ticket core (SPEC §3 Ticket, §4, §5): one model for Cmanagement's internal tickets and for after-sales
//! requests (`scope`). States and actions, custom field values, messages with attachments, merges that can be
//! undone, notices to the responsible and CC, activity and age buckets live here; the modules put routes and
//! their own rules on top.

pub mod activity;
pub mod age;
pub mod dto;
pub mod entity;
pub mod fields;
pub mod incoming;
pub mod merge;
pub mod merge_view;
pub mod messages;
pub mod notices;
pub mod pin;
pub mod search;
pub mod seed;
pub mod status;
pub mod store;
pub mod transitions;
pub mod view;
pub mod webhook;

/// `scope` of Cmanagement's tickets.
pub const CMANAGEMENT: &str = "cmanagement";
/// `scope` of owners' after-sales requests (solicitudes).
pub const POSTVENTA: &str = "postventa";
