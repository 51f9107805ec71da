// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Signing data bundles in tests, as tools/make_bundle.py does (minisign's format, Ed25519 over
// the BLAKE2b-512 hash, with a global signature over the trusted comment), with the tests' key:
// tests/keys/test-key.seed and .pub are the same key, for make_bundle.py and `--trust-key`.
// Another seed makes "another key". Link PkgConfig::SODIUM.

#include <QByteArray>
#include <QCryptographicHash>
#include <QString>

#include <sodium.h>

namespace TestSigning {

/// The tests' key: its seed and its id (what tests/keys/test-key.seed holds).
inline QByteArray testSeed()
{
    return QCryptographicHash::hash("GPU Advisor test key: never a release key", QCryptographicHash::Sha256);
}

inline QByteArray testKeyId()
{
    return QCryptographicHash::hash("GPU Advisor test key id", QCryptographicHash::Sha256).left(8);
}

/// A key the app does not trust.
inline QByteArray otherSeed()
{
    return QCryptographicHash::hash("someone else's key", QCryptographicHash::Sha256);
}

inline QByteArray publicKey(const QByteArray &seed)
{
    if (sodium_init() < 0)
        return {};
    QByteArray pk(crypto_sign_PUBLICKEYBYTES, '\0');
    QByteArray sk(crypto_sign_SECRETKEYBYTES, '\0');
    crypto_sign_seed_keypair(reinterpret_cast<unsigned char *>(pk.data()), reinterpret_cast<unsigned char *>(sk.data()),
                             reinterpret_cast<const unsigned char *>(seed.constData()));
    return pk;
}

/// A minisign public key file of the key.
inline QByteArray publicKeyFile(const QByteArray &seed = testSeed(), const QByteArray &keyId = testKeyId())
{
    return "untrusted comment: test key\n" + QByteArray(QByteArray("Ed") + keyId + publicKey(seed)).toBase64() + "\n";
}

/// manifest.json.minisig for `message`, signed by the key.
inline QByteArray sign(const QByteArray &message, const QByteArray &seed = testSeed(),
                       const QByteArray &keyId = testKeyId())
{
    if (sodium_init() < 0)
        return {};
    QByteArray pk(crypto_sign_PUBLICKEYBYTES, '\0');
    QByteArray sk(crypto_sign_SECRETKEYBYTES, '\0');
    const auto bytes = [](QByteArray &b) {
        return reinterpret_cast<unsigned char *>(b.data());
    };
    const auto cbytes = [](const QByteArray &b) {
        return reinterpret_cast<const unsigned char *>(b.constData());
    };
    crypto_sign_seed_keypair(bytes(pk), bytes(sk), cbytes(seed));
    QByteArray hash(crypto_generichash_BYTES_MAX, '\0');
    crypto_generichash(bytes(hash), size_t(hash.size()), cbytes(message), size_t(message.size()), nullptr, 0);
    QByteArray signature(crypto_sign_BYTES, '\0');
    crypto_sign_detached(bytes(signature), nullptr, cbytes(hash), size_t(hash.size()), cbytes(sk));
    const QByteArray comment = "a test bundle";
    const QByteArray signedComment = QByteArray(signature + comment);
    QByteArray global(crypto_sign_BYTES, '\0');
    crypto_sign_detached(bytes(global), nullptr, cbytes(signedComment), size_t(signedComment.size()), cbytes(sk));
    return "untrusted comment: test signature\n" + QByteArray(QByteArray("ED") + keyId + signature).toBase64() +
           "\ntrusted comment: " + comment + "\n" + global.toBase64() + "\n";
}

} // namespace TestSigning
