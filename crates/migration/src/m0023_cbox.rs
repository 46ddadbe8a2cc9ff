//! Cbox: the document library. Folders and files of a project in one tree (`cbox_items`), per-user shares with
//! the rights download, edit and share (`cbox_shares`). A deleted item keeps its row in the trash for 30 days:
//! `deleted_root` names the item whose deletion hid it, so a folder and everything in it are restored together.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("cbox_items")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("project_id"))
                .col(uuid_null("parent_id"))
                .col(string("kind"))
                .col(string("name"))
                .col(big_integer_null("size"))
                .col(string_null("mime"))
                .col(string_null("extension"))
                .col(string_null("object_key"))
                .col(string_null("sha256"))
                .col(uuid("owner_id"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .col(timestamp_with_time_zone_null("deleted_at"))
                .col(uuid_null("deleted_root"))
                .col(uuid_null("deleted_by"))
                .foreign_key(&mut fk("cbox_items", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("cbox_items", "project_id", "projects", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("cbox_items", &["project_id", "parent_id"], false)).await?;
        m.create_index(index("cbox_items", &["deleted_root"], false)).await?;
        m.create_table(
            Table::create()
                .table("cbox_shares")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("item_id"))
                .col(uuid("user_id"))
                .col(boolean("can_download"))
                .col(boolean("can_edit"))
                .col(boolean("can_share"))
                .col(uuid_null("granted_by"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("cbox_shares", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("cbox_shares", "item_id", "cbox_items", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("cbox_shares", "user_id", "users", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("cbox_shares", &["item_id", "user_id"], true)).await?;
        m.create_index(index("cbox_shares", &["user_id"], false)).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "cbox_shares").await?;
        drop(m, "cbox_items").await
    }
}
