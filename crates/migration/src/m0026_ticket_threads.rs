//! What happens inside a ticket: messages (public or private) with attachments in the object store, tasks with a
//! checklist, and merges (what moved, so a merge can be undone while nothing new happened on the result).

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("ticket_messages")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("ticket_id"))
                .col(uuid_null("origin_ticket_id"))
                .col(uuid_null("author_id"))
                .col(text("body"))
                .col(boolean("private"))
                .col(string("kind"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("ticket_messages", "ticket_id", "tickets", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ticket_messages", &["ticket_id", "created_at"], false)).await?;
        m.create_table(
            Table::create()
                .table("ticket_attachments")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("message_id"))
                .col(string("name"))
                .col(big_integer("size"))
                .col(string("mime"))
                .col(string("object_key"))
                .col(string("sha256"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("ticket_attachments", "message_id", "ticket_messages", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ticket_attachments", &["message_id"], false)).await?;
        m.create_table(
            Table::create()
                .table("ticket_tasks")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("project_id"))
                .col(uuid("ticket_id"))
                .col(uuid_null("origin_ticket_id"))
                .col(string("title"))
                .col(text_null("description"))
                .col(uuid_null("assignee_id"))
                .col(date_null("due_date"))
                .col(string("status"))
                .col(json("checklist"))
                .col(integer("position"))
                .col(integer("version").default(1))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("ticket_tasks", "ticket_id", "tickets", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ticket_tasks", &["ticket_id", "position"], false)).await?;
        m.create_index(index("ticket_tasks", &["project_id", "due_date"], false)).await?;
        m.create_table(
            Table::create()
                .table("ticket_merges")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("target_id"))
                .col(uuid("source_id"))
                .col(json("moved"))
                .col(integer("target_version"))
                .col(uuid_null("created_by"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone_null("undone_at"))
                .foreign_key(&mut fk("ticket_merges", "target_id", "tickets", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("ticket_merges", "source_id", "tickets", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("ticket_merges", &["target_id"], false)).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "ticket_merges").await?;
        drop(m, "ticket_tasks").await?;
        drop(m, "ticket_attachments").await?;
        drop(m, "ticket_messages").await
    }
}
