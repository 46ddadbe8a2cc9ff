//! Tables of BIM models and of their element index (migration m0029).

pub mod element;
pub mod element_set;
pub mod file;
pub mod model;
pub mod property;
pub mod property_set;
