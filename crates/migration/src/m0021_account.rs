//! The account page: each user's drawn signature and which notifications reach them, per module and channel.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, fk};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("user_signatures")
                .if_not_exists()
                .col(pk_uuid("user_id"))
                .col(uuid("company_id"))
                .col(blob("png"))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("user_signatures", "user_id", "users", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("user_signatures", "company_id", "companies", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("notification_settings")
                .if_not_exists()
                .col(uuid("user_id"))
                .col(string("module"))
                .col(boolean("in_app").default(true))
                .col(boolean("email").default(true))
                .primary_key(Index::create().col("user_id").col("module"))
                .foreign_key(&mut fk("notification_settings", "user_id", "users", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "notification_settings").await?;
        drop(m, "user_signatures").await
    }
}
