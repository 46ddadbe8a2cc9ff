//! The owners' portal and requests by e-mail (after-sales, issue 15): an owner's sessions and single-use sign-in
//! links (only the tokens' SHA-256 is kept), each project's inbound address, whose key is the local part an
//! e-mail is sent to, and the e-mails already received.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("owner_sessions")
                .if_not_exists()
                .col(string_len("id", 64).primary_key())
                .col(uuid("owner_id"))
                .col(uuid("company_id"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("last_seen_at"))
                .col(timestamp_with_time_zone("expires_at"))
                .foreign_key(&mut fk("owner_sessions", "owner_id", "owner_accounts", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("owner_sessions", &["owner_id"], false)).await?;
        m.create_table(
            Table::create()
                .table("owner_links")
                .if_not_exists()
                .col(string_len("id", 64).primary_key())
                .col(uuid("owner_id"))
                .col(uuid_null("project_id"))
                .col(timestamp_with_time_zone("expires_at"))
                .col(timestamp_with_time_zone_null("used_at"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("owner_links", "owner_id", "owner_accounts", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("owner_links", &["owner_id"], false)).await?;
        m.create_table(
            Table::create()
                .table("request_inboxes")
                .if_not_exists()
                .col(uuid("project_id").primary_key())
                .col(uuid("company_id"))
                // The local part of the address (`solicitudes-<key>@<inbound domain>`), lower case.
                .col(string_len("address_key", 40))
                .col(boolean("enabled"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("request_inboxes", "project_id", "projects", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("request_inboxes", &["address_key"], true)).await?;
        // E-mails already turned into requests: SHA-256 of the project and the Message-ID, so a message a mail
        // server delivers twice makes one request.
        m.create_table(
            Table::create()
                .table("inbound_messages")
                .if_not_exists()
                .col(string_len("id", 64).primary_key())
                .col(uuid("project_id"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("inbound_messages", "project_id", "projects", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["inbound_messages", "request_inboxes", "owner_links", "owner_sessions"] {
            drop(m, table).await?;
        }
        Ok(())
    }
}
