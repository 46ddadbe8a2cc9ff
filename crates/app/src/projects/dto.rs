//! Wire types of the projects module.

use chrono::{DateTime, NaiveDate, Utc};
use platform::entities::project;
use serde::Serialize;
use uuid::Uuid;

use crate::auth::me::NamedRef;

#[derive(Serialize, utoipa::ToSchema)]
pub struct ProjectOut {
    pub id: Uuid,
    pub name: String,
    pub code: Option<String>,
    pub address: Option<String>,
    pub city: Option<String>,
    pub group: Option<NamedRef>,
    pub municipal_reception_date: Option<NaiveDate>,
    pub real_estate_name: Option<String>,
    pub real_estate_tax_id: Option<String>,
    pub legal_representative: Option<String>,
    pub legal_representative_tax_id: Option<String>,
    pub is_example: bool,
    pub created_at: DateTime<Utc>,
}

impl ProjectOut {
    pub fn new(p: project::Model, group: Option<NamedRef>) -> Self {
        Self {
            id: p.id,
            name: p.name,
            code: p.code,
            address: p.address,
            city: p.city,
            group,
            municipal_reception_date: p.municipal_reception_date,
            real_estate_name: p.real_estate_name,
            real_estate_tax_id: p.real_estate_tax_id,
            legal_representative: p.legal_representative,
            legal_representative_tax_id: p.legal_representative_tax_id,
            is_example: p.is_example,
            created_at: p.created_at,
        }
    }
}
