//! Tables of deliveries (unit types and their checklists, units and everything a delivery file holds) and of
//! after-sales (owner accounts, failures, orders, conformity records).

pub mod ac;
pub mod ac_failure;
pub mod act;
pub mod detail;
pub mod file;
pub mod failure;
pub mod node;
pub mod order;
pub mod order_failure;
pub mod owner;
pub mod owner_account;
pub mod plan;
pub mod revision;
pub mod setting;
pub mod severity;
pub mod unit;
pub mod unit_type;
