//! Secrets and signatures in the Standard Webhooks form (standardwebhooks.com): the secret is `whsec_` and the
//! base64 of its key; an attempt carries `webhook-id`, `webhook-timestamp` (Unix seconds) and
//! `webhook-signature: v1,<base64 of HMAC-SHA256(key, "{id}.{timestamp}.{body}")>`.

use base64::{engine::general_purpose::STANDARD, Engine};
use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

const PREFIX: &str = "whsec_";

/// A new secret: 24 random bytes.
pub fn new_secret() -> String {
    format!("{PREFIX}{}", STANDARD.encode(platform::security::random_bytes::<24>()))
}

/// The `webhook-signature` header of one attempt.
pub fn sign(secret: &str, message_id: &str, timestamp: i64, body: &str) -> String {
    let key = STANDARD.decode(secret.trim_start_matches(PREFIX)).unwrap_or_default();
    let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(&key) else { return String::new() };
    mac.update(format!("{message_id}.{timestamp}.{body}").as_bytes());
    format!("v1,{}", STANDARD.encode(mac.finalize().into_bytes()))
}

/// The last characters of a secret, to tell secrets apart without showing them.
pub fn hint(secret: &str) -> String {
    let tail: String = secret.chars().rev().take(4).collect::<Vec<_>>().into_iter().rev().collect();
    format!("{PREFIX}…{tail}")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The example of the Standard Webhooks specification's test vectors.
    #[test]
    fn signs_like_the_reference() {
        let secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
        let body = r#"{"test": 2432232314}"#;
        assert_eq!(sign(secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, body), "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
    }

    #[test]
    fn new_secrets_differ_and_decode_to_24_bytes() {
        let (a, b) = (new_secret(), new_secret());
        assert_ne!(a, b);
        assert_eq!(STANDARD.decode(a.trim_start_matches(PREFIX)).unwrap().len(), 24);
        assert!(hint(&a).ends_with(&a[a.len() - 4..]));
    }
}
