//! Tables of integrations and webhooks.

pub mod app;
pub mod attempt;
pub mod delivery;
pub mod integration;
pub mod subscription;

/// `impl Scoped` for entities keyed by `company_id`.
macro_rules! scoped {
    ($($module:ident),*) => {$(
        impl platform::tenant::Scoped for $module::Entity {
            fn company_column() -> $module::Column {
                $module::Column::CompanyId
            }
        }
    )*};
}
scoped!(app, attempt, delivery, integration, subscription);
