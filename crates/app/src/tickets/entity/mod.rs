//! Tables of the ticket core and of Cmanagement's configuration.

pub mod attachment;
pub mod category;
pub mod cc;
pub mod counter;
pub mod field;
pub mod merge;
pub mod message;
pub mod pin_element;
pub mod task;
pub mod template;
pub mod ticket;
pub mod value;
