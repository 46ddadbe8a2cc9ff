//! The permission catalogue: groups and keys. Rows are written by the server at start-up from the catalogue in
//! code (`platform::permissions`), so a release that adds a key needs no data migration.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::drop;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("permission_groups")
                .if_not_exists()
                .col(string("key").primary_key())
                .col(integer("position"))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("permissions")
                .if_not_exists()
                .col(string("key").primary_key())
                .col(string("group_key"))
                .col(boolean("is_module").default(false))
                .col(boolean("exclusive").default(false))
                .col(integer("position"))
                .foreign_key(
                    ForeignKey::create()
                        .name("fk_permissions_group_key")
                        .from("permissions", "group_key")
                        .to("permission_groups", "key")
                        .on_delete(ForeignKeyAction::Cascade),
                )
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "permissions").await?;
        drop(m, "permission_groups").await
    }
}
