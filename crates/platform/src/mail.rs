//! E-mail through a persisted outbox: a message is a row written in the same transaction as the change that
//! causes it, and a worker sends it over SMTP (`OBRA_SMTP_URL`) or, without SMTP, writes it to `data/outbox/` as
//! an `.eml` file. Nothing is dropped: failures are retried with back-off.

use std::{sync::Arc, time::Duration};

use chrono::Utc;
use lettre::{
    message::{header::ContentType, Mailbox, MultiPart, SinglePart},
    AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
};
use sea_orm::{ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};
use tokio::sync::Notify;
use uuid::Uuid;

use crate::{config::Config, entities::email_outbox, error::ApiResult, ids::new_id};

const MAX_ATTEMPTS: i32 = 8;

/// An e-mail to queue.
#[derive(Debug, Clone)]
pub struct Email {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: Option<String>,
}

#[derive(Clone)]
pub struct Mailer {
    config: Arc<Config>,
    wake: Arc<Notify>,
}

impl Mailer {
    pub fn new(config: Arc<Config>) -> Self {
        Self { config, wake: Arc::new(Notify::new()) }
    }

    /// Writes the e-mail to the outbox within the caller's connection or transaction.
    pub async fn queue<C: ConnectionTrait>(&self, db: &C, company_id: Option<Uuid>, email: Email) -> ApiResult<()> {
        email_outbox::Entity::insert(pending(company_id, email, Utc::now())).exec_without_returning(db).await?;
        self.wake.notify_one();
        Ok(())
    }

    /// Writes many e-mails at once (an import's invitations), 500 rows per statement.
    pub async fn queue_many<C: ConnectionTrait>(&self, db: &C, company_id: Option<Uuid>, emails: Vec<Email>) -> ApiResult<()> {
        let now = Utc::now();
        let mut rows = emails.into_iter().map(|email| pending(company_id, email, now)).peekable();
        while rows.peek().is_some() {
            let batch: Vec<_> = rows.by_ref().take(500).collect();
            email_outbox::Entity::insert_many(batch).exec_without_returning(db).await?;
        }
        self.wake.notify_one();
        Ok(())
    }

    /// Runs the outbox worker until the process ends.
    pub fn spawn_worker(&self, db: DatabaseConnection) {
        let mailer = self.clone();
        tokio::spawn(async move {
            loop {
                if let Err(err) = mailer.drain(&db).await {
                    tracing::warn!(%err, "outbox pass failed");
                }
                let _ = tokio::time::timeout(Duration::from_secs(2), mailer.wake.notified()).await;
            }
        });
    }

    /// Sends every due message once.
    pub async fn drain(&self, db: &DatabaseConnection) -> Result<usize, sea_orm::DbErr> {
        let due = email_outbox::Entity::find()
            .filter(email_outbox::Column::Status.eq("pending"))
            .filter(email_outbox::Column::NextAttemptAt.lte(Utc::now()))
            .order_by_asc(email_outbox::Column::CreatedAt)
            .limit(50)
            .all(db)
            .await?;
        let mut sent = 0;
        for row in due {
            // Claim the row so that two instances never send the same message.
            let claimed = email_outbox::Entity::update_many()
                .col_expr(email_outbox::Column::Status, "sending".into())
                .filter(email_outbox::Column::Id.eq(row.id))
                .filter(email_outbox::Column::Status.eq("pending"))
                .exec(db)
                .await?;
            if claimed.rows_affected == 0 {
                continue;
            }
            let result = self.deliver(&row).await;
            let attempts = row.attempts + 1;
            let mut update = email_outbox::ActiveModel { id: Set(row.id), attempts: Set(attempts), ..Default::default() };
            match result {
                Ok(()) => {
                    sent += 1;
                    update.status = Set("sent".into());
                    update.sent_at = Set(Some(Utc::now()));
                }
                Err(err) => {
                    tracing::warn!(%err, to = %row.to_address, "e-mail delivery failed");
                    let failed = attempts >= MAX_ATTEMPTS;
                    update.status = Set(if failed { "failed" } else { "pending" }.into());
                    update.last_error = Set(Some(err));
                    update.next_attempt_at = Set(Utc::now() + chrono::Duration::seconds(30 * 2i64.pow(attempts as u32)));
                }
            }
            email_outbox::Entity::update(update).exec(db).await?;
        }
        Ok(sent)
    }

    async fn deliver(&self, row: &email_outbox::Model) -> Result<(), String> {
        let message = build_message(&self.config.mail_from, row)?;
        match &self.config.smtp_url {
            Some(url) => {
                let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url).map_err(|e| e.to_string())?.build();
                transport.send(message).await.map(|_| ()).map_err(|e| e.to_string())
            }
            None => {
                let dir = self.config.outbox_dir();
                tokio::fs::create_dir_all(&dir).await.map_err(|e| e.to_string())?;
                let tmp = dir.join(format!("{}.eml.tmp", row.id));
                tokio::fs::write(&tmp, message.formatted()).await.map_err(|e| e.to_string())?;
                tokio::fs::rename(&tmp, dir.join(format!("{}.eml", row.id))).await.map_err(|e| e.to_string())
            }
        }
    }
}

fn build_message(from: &str, row: &email_outbox::Model) -> Result<Message, String> {
    let from: Mailbox = from.parse().map_err(|e: lettre::address::AddressError| e.to_string())?;
    let to: Mailbox = row.to_address.parse().map_err(|e: lettre::address::AddressError| e.to_string())?;
    let builder = Message::builder().from(from).to(to).subject(row.subject.clone());
    let text = SinglePart::builder().header(ContentType::TEXT_PLAIN).body(row.body_text.clone());
    match &row.body_html {
        Some(html) => builder.multipart(
            MultiPart::alternative().singlepart(text).singlepart(SinglePart::builder().header(ContentType::TEXT_HTML).body(html.clone())),
        ),
        None => builder.singlepart(text),
    }
    .map_err(|e| e.to_string())
}

/// An outbox row waiting for its first attempt.
fn pending(company_id: Option<Uuid>, email: Email, now: chrono::DateTime<Utc>) -> email_outbox::ActiveModel {
    email_outbox::ActiveModel {
        id: Set(new_id()),
        company_id: Set(company_id),
        to_address: Set(email.to),
        subject: Set(email.subject),
        body_text: Set(email.text),
        body_html: Set(email.html),
        status: Set("pending".into()),
        attempts: Set(0),
        last_error: Set(None),
        next_attempt_at: Set(now),
        created_at: Set(now),
        sent_at: Set(None),
    }
}
