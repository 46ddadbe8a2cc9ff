//! A project's reception settings (`/config/recepciones`); a project without a row has the defaults.

use platform::tenant::Scoped;
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "reception_settings")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub project_id: Uuid,
    pub company_id: Uuid,
    /// An activity-wide reception needs a closed verification in every unit of the activity.
    pub require_all_units: bool,
    /// An item answered as a failure needs a photo first.
    pub require_photos_on_failure: bool,
    /// Closing a reception needs the signer's drawn signature.
    pub signature_required: bool,
    pub version: i32,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Scoped for Entity {
    fn company_column() -> Column {
        Column::CompanyId
    }
}
