//! The state every handler receives.

use std::sync::Arc;

use sea_orm::DatabaseConnection;

use crate::{config::Config, events::Events, mail::Mailer, storage::Storage, throttle::Throttle, usage::Usage};

#[derive(Clone)]
pub struct AppState {
    pub db: DatabaseConnection,
    pub config: Arc<Config>,
    pub mailer: Mailer,
    pub throttle: Arc<Throttle>,
    pub events: Events,
    pub storage: Storage,
    /// The usage events' writer (issue 19).
    pub usage: Usage,
}
