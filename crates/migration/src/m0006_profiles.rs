use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("profiles")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(string("name"))
                .col(boolean("module_disabled").default(false))
                .col(boolean("is_admin").default(false))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .col(integer("version").default(1))
                .foreign_key(&mut fk("profiles", "company_id", "companies", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("profiles", &["company_id", "name"], true)).await?;
        m.create_table(
            Table::create()
                .table("profile_permissions")
                .if_not_exists()
                .col(uuid("profile_id"))
                .col(string("permission_key"))
                .primary_key(Index::create().col("profile_id").col("permission_key"))
                .foreign_key(&mut fk("profile_permissions", "profile_id", "profiles", ForeignKeyAction::Cascade))
                .foreign_key(
                    ForeignKey::create()
                        .name("fk_profile_permissions_permission_key")
                        .from("profile_permissions", "permission_key")
                        .to("permissions", "key")
                        .on_delete(ForeignKeyAction::Cascade),
                )
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "profile_permissions").await?;
        drop(m, "profiles").await
    }
}
