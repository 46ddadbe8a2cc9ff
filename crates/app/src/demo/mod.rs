//! The demo data (`obra demo`, and the first run of `obra serve` on an empty database): fixed companies, projects
//! and users that people and scripts can rely on. Loading is idempotent: a company that exists is left alone.
//!
//! | user | company | profile | password |
//! |---|---|---|---|
//! | admin, inspector, supervisor, contratista | Constructora Andes (CL, trial) | Administrador, Inspector, Supervisor, Contratista | obra-demo |
//! | sin.proyectos | Constructora Andes | Inspector, no project | obra-demo |
//! | admin.sur | Inmobiliaria Sur (BR, free, pt) | Administrador | obra-demo |
//! | austral | Constructora Austral (CL, blocked) | Administrador | obra-demo |
//! | soporte | Obra (provider staff) | super-admin | obra-demo |

use platform::{ApiResult, AppState};
use sea_orm::TransactionTrait;

mod data;
mod after_sales;
mod concrete;
mod deliveries;
mod quality;
mod verifications;
mod writer;

pub const PASSWORD: &str = "obra-demo";

/// The logins printed by `obra demo` and `obra serve`.
pub const LOGINS: &[(&str, &str)] = &[
    ("admin", "Constructora Andes: administrador, todos los permisos"),
    ("inspector", "Constructora Andes: inspector"),
    ("supervisor", "Constructora Andes: supervisor"),
    ("contratista", "Constructora Andes: contratista"),
    ("sin.proyectos", "Constructora Andes: sin proyectos asignados"),
    ("admin.sur", "Inmobiliaria Sur (Brasil, plan free, pt-BR)"),
    ("austral", "Constructora Austral (cuenta suspendida)"),
    ("soporte", "Obra: super-admin del proveedor"),
];

/// Creates whatever part of the demo data is missing, in one transaction.
pub async fn load(state: &AppState) -> ApiResult<bool> {
    let hash = platform::security::hash_password(PASSWORD)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let mut created = false;
    for company in data::companies() {
        created |= writer::company(&txn, &company, &hash).await?;
    }
    txn.commit().await?;
    deliveries::load(state).await?;
    after_sales::load(state).await?;
    quality::load(state).await?;
    verifications::load(state).await?;
    concrete::load(state).await?;
    Ok(created)
}
