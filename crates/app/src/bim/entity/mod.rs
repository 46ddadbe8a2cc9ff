//! Tables of BIM models and of their element index (migrations m0029, m0031).

pub mod element;
pub mod element_set;
pub mod file;
pub mod model;
pub mod property_index;
pub mod property_set;
