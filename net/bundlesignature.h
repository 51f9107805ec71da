// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

/// The signature of a data bundle's manifest, in minisign's documented format
/// (https://jedisct1.github.io/minisign/): Ed25519, checked by libsodium. A manifest is
/// accepted only when manifest.json.minisig beside it holds a signature of its exact bytes by a
/// trusted key, and a global signature of that signature and its trusted comment by the same
/// key. The keys GPU Advisor trusts are the ones it ships (net/keys/*.pub, a release can add,
/// replace or drop one) and the ones the user added with `db update --trust-key FILE`.
namespace BundleSignature {

/// The name of the signature beside the manifest.
QString signatureName();
/// The most bytes a signature file or a public key file may have.
inline constexpr qint64 MaxFileBytes = 4096;

struct PublicKey
{
    QByteArray id;  ///< 8 bytes, as minisign prints them (little-endian), shown as hex
    QByteArray key; ///< 32 bytes of Ed25519 public key
    QString comment;

    QString idText() const;
    friend bool operator==(const PublicKey &a, const PublicKey &b) { return a.id == b.id && a.key == b.key; }
};

/// Reads a minisign public key file ("untrusted comment: ..." then the key in base64), or the
/// base64 line alone. False with `error` set when it is not one.
bool parsePublicKey(const QByteArray &text, PublicKey *key, QString *error);
/// The key as a minisign public key file.
QByteArray writePublicKey(const PublicKey &key);

/// The keys this build ships.
QList<PublicKey> builtInKeys();

/// Checks `signature` (a .minisig file) over `message` against the trusted keys: the key id
/// must be one of them and both signatures must hold. False with `error` naming the problem.
bool verify(const QByteArray &message, const QByteArray &signature, const QList<PublicKey> &trusted, QString *error);

} // namespace BundleSignature
