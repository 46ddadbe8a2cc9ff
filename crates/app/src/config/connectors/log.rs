//! The connectors' log: one row per connection test, push, sync, export or import; errors say why.

use chrono::Utc;
use platform::{ids::new_id, ApiResult};
use sea_orm::{ConnectionTrait, EntityTrait, Set};
use uuid::Uuid;

pub mod entity {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
    #[sea_orm(table_name = "integration_logs")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Uuid,
        pub company_id: Uuid,
        pub kind: String,
        /// `info` or `error`.
        pub level: String,
        /// `test`, `push`, `sync`, `export`, `import`.
        pub action: String,
        pub message: String,
        pub user_id: Option<Uuid>,
        pub created_at: DateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// Writes a row of the log (the message is cut to 500 characters).
pub async fn write<C: ConnectionTrait>(db: &C, company: Uuid, kind: &str, ok: bool, action: &str, message: &str, user: Option<Uuid>) -> ApiResult<()> {
    entity::Entity::insert(entity::ActiveModel {
        id: Set(new_id()),
        company_id: Set(company),
        kind: Set(kind.into()),
        level: Set(if ok { "info" } else { "error" }.into()),
        action: Set(action.into()),
        message: Set(message.chars().take(500).collect()),
        user_id: Set(user),
        created_at: Set(Utc::now()),
    })
    .exec_without_returning(db)
    .await?;
    Ok(())
}

