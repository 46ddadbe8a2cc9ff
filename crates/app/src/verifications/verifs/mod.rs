//! Verifications of a project's activities: creating one from a template, the list and the Gantt, reading and
//! editing one, answering its items and closing it signed.

pub mod answer;
pub mod close;
pub mod create;
pub mod edit;
pub mod list;
pub mod view;
