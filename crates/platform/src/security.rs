//! Password hashing (Argon2id) and random tokens. Only hashes of secrets are stored.

use argon2::{
    password_hash::{phc::PasswordHash, PasswordHasher, PasswordVerifier},
    Argon2,
};
use base64::Engine;
use rand::RngCore;
use sha2::{Digest, Sha256};

use crate::error::ApiError;

pub fn hash_password(password: &str) -> Result<String, ApiError> {
    Argon2::default().hash_password(password.as_bytes()).map(|h| h.to_string()).map_err(ApiError::internal)
}

/// Checks a password against its stored hash. A malformed hash counts as a mismatch and costs a check all the
/// same, so no stored value answers faster than another.
pub fn verify_password(password: &str, hash: &str) -> bool {
    VERIFICATIONS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    match PasswordHash::new(hash) {
        Ok(parsed) => Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok(),
        Err(_) => {
            let dummy = PasswordHash::new(&DUMMY);
            let _ = dummy.map(|parsed| Argon2::default().verify_password(password.as_bytes(), &parsed));
            false
        }
    }
}

/// How many password checks this process made: sign-in spends exactly one per attempt, whatever the username
/// (the timing test counts them instead of measuring milliseconds).
static VERIFICATIONS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

pub fn verifications() -> u64 {
    VERIFICATIONS.load(std::sync::atomic::Ordering::Relaxed)
}

/// A real hash made once, so checking against it costs exactly what a real check costs.
static DUMMY: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| hash_password(&random_token()).unwrap_or_default());

/// Spends the time of one verification, so an unknown username answers as slowly as a wrong password.
pub fn burn_password_check(password: &str) {
    let _ = verify_password(password, &DUMMY);
}

/// `n` random bytes.
pub fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    rand::rng().fill_bytes(&mut bytes);
    bytes
}

/// 32 random bytes, URL-safe base64: cookie values, one-time tokens, CSRF tokens.
pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

pub fn sha256_hex(value: &str) -> String {
    hex::encode(Sha256::digest(value.as_bytes()))
}

/// Constant-time comparison for secrets of equal length.
pub fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hashed_password_verifies_and_a_wrong_one_does_not() {
        let hash = hash_password("obra-demo").unwrap_or_default();
        assert!(verify_password("obra-demo", &hash));
        assert!(!verify_password("obra-demo2", &hash));
        assert!(!verify_password("obra-demo", "not-a-hash"));
    }

    #[test]
    fn the_dummy_hash_is_a_real_one() {
        assert!(PasswordHash::new(&DUMMY).is_ok(), "an unparseable dummy would answer unknown users instantly");
    }

    #[test]
    fn tokens_are_distinct_and_url_safe() {
        let (a, b) = (random_token(), random_token());
        assert_ne!(a, b);
        assert_eq!(a.len(), 43);
        assert!(a.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
    }
}
