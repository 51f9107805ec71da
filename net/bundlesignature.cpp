// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/bundlesignature.h"

#include "model/io/safetext.h"

#include <QDir>
#include <QFile>

#include <algorithm>

#include <sodium.h>

using namespace Qt::StringLiterals;

namespace BundleSignature {

namespace {

constexpr int KeyIdBytes = 8;
const QByteArray Algorithm = "Ed";       // the message itself is signed
const QByteArray HashedAlgorithm = "ED"; // its BLAKE2b-512 hash is signed (minisign's default)
const QByteArray TrustedPrefix = "trusted comment: ";
const QByteArray UntrustedPrefix = "untrusted comment: ";

/// The lines of a small text file, without their line ends.
QList<QByteArray> linesOf(const QByteArray &text)
{
    QList<QByteArray> lines = text.split('\n');
    for (QByteArray &line : lines) {
        if (line.endsWith('\r'))
            line.chop(1);
    }
    while (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

/// Strict base64: the decoded bytes, or nothing when the text is not base64 of `size` bytes.
QByteArray decoded(const QByteArray &text, qsizetype size)
{
    const auto result = QByteArray::fromBase64Encoding(text.trimmed(), QByteArray::Base64Encoding |
                                                                           QByteArray::AbortOnBase64DecodingErrors);
    if (!result || result.decoded.size() != size)
        return {};
    return result.decoded;
}

bool sodiumReady()
{
    static const bool ready = sodium_init() >= 0;
    return ready;
}

} // namespace

QString signatureName()
{
    return u"manifest.json.minisig"_s;
}

QString PublicKey::idText() const
{
    // minisign prints the id as a 64-bit number in hexadecimal, its bytes little-endian.
    QByteArray reversed = id;
    std::reverse(reversed.begin(), reversed.end());
    return QString::fromLatin1(reversed.toHex().toUpper());
}

bool parsePublicKey(const QByteArray &text, PublicKey *key, QString *error)
{
    const QList<QByteArray> lines = linesOf(text);
    QByteArray line;
    QString comment;
    if (lines.size() == 2 && lines.first().startsWith(UntrustedPrefix)) {
        comment = QString::fromUtf8(lines.first().mid(UntrustedPrefix.size()));
        line = lines.at(1);
    } else if (lines.size() == 1) {
        line = lines.first();
    }
    const QByteArray bytes = decoded(line, 2 + KeyIdBytes + crypto_sign_PUBLICKEYBYTES);
    if (text.size() > MaxFileBytes || bytes.isEmpty() || bytes.left(2) != Algorithm) {
        *error = QCoreApplication::translate("BundleSignature",
                                             "not a minisign public key (a line \"untrusted comment: ...\" and a "
                                             "line of base64 starting with RW)");
        return false;
    }
    key->id = bytes.mid(2, KeyIdBytes);
    key->key = bytes.mid(2 + KeyIdBytes);
    key->comment = SafeText::printable(comment, 100);
    return true;
}

QByteArray writePublicKey(const PublicKey &key)
{
    return UntrustedPrefix + "minisign public key " + key.idText().toLatin1() + "\n" +
           QByteArray(Algorithm + key.id + key.key).toBase64() + "\n";
}

QList<PublicKey> builtInKeys()
{
    QList<PublicKey> keys;
    const QDir folder(u":/keys"_s);
    for (const QString &name : folder.entryList({u"*.pub"_s}, QDir::Files, QDir::Name)) {
        QFile file(folder.filePath(name));
        PublicKey key;
        QString error;
        if (file.open(QIODevice::ReadOnly) && parsePublicKey(file.readAll(), &key, &error))
            keys.append(key);
    }
    return keys;
}

bool verify(const QByteArray &message, const QByteArray &signature, const QList<PublicKey> &trusted, QString *error)
{
    if (!sodiumReady()) {
        *error = QCoreApplication::translate("BundleSignature", "the signature cannot be checked: libsodium failed "
                                                                "to start");
        return false;
    }
    const QList<QByteArray> lines = linesOf(signature);
    const QByteArray signed_ =
        lines.size() == 4 ? decoded(lines.at(1), 2 + KeyIdBytes + crypto_sign_BYTES) : QByteArray();
    const QByteArray global = lines.size() == 4 ? decoded(lines.at(3), crypto_sign_BYTES) : QByteArray();
    const QByteArray algorithm = signed_.left(2);
    if (signature.size() > MaxFileBytes || signed_.isEmpty() || global.isEmpty() ||
        !lines.at(0).startsWith(UntrustedPrefix) || !lines.at(2).startsWith(TrustedPrefix) ||
        (algorithm != Algorithm && algorithm != HashedAlgorithm)) {
        //: %1 is a file name.
        *error = QCoreApplication::translate("BundleSignature", "%1 is not a minisign signature").arg(signatureName());
        return false;
    }
    const QByteArray keyId = signed_.mid(2, KeyIdBytes);
    const QByteArray sig = signed_.mid(2 + KeyIdBytes);
    const auto key = std::find_if(trusted.cbegin(), trusted.cend(), [&](const PublicKey &k) { return k.id == keyId; });
    if (key == trusted.cend()) {
        PublicKey unknown;
        unknown.id = keyId;
        //: %1 is a key id (hexadecimal); "--trust-key" is an option, typed as it is.
        *error = QCoreApplication::translate("BundleSignature",
                                             "the bundle is signed by the key %1, which GPU Advisor does not trust; "
                                             "if you know whose key it is, add it with --trust-key")
                     .arg(unknown.idText());
        return false;
    }
    QByteArray signedMessage = message;
    if (algorithm == HashedAlgorithm) {
        signedMessage = QByteArray(crypto_generichash_BYTES_MAX, Qt::Uninitialized);
        crypto_generichash(reinterpret_cast<unsigned char *>(signedMessage.data()), size_t(signedMessage.size()),
                           reinterpret_cast<const unsigned char *>(message.constData()), size_t(message.size()),
                           nullptr, 0);
    }
    const auto bytes = [](const QByteArray &b) {
        return reinterpret_cast<const unsigned char *>(b.constData());
    };
    if (crypto_sign_verify_detached(bytes(sig), bytes(signedMessage), size_t(signedMessage.size()), bytes(key->key)) !=
        0) {
        //: %1 is a key id (hexadecimal).
        *error = QCoreApplication::translate("BundleSignature",
                                             "the manifest does not match its signature by the key %1 (altered or "
                                             "damaged)")
                     .arg(key->idText());
        return false;
    }
    const QByteArray comment = lines.at(2).mid(TrustedPrefix.size());
    if (crypto_sign_verify_detached(bytes(global), bytes(sig + comment), size_t(sig.size() + comment.size()),
                                    bytes(key->key)) != 0) {
        *error = QCoreApplication::translate("BundleSignature",
                                             "the signature's trusted comment does not match its signature "
                                             "(altered)");
        return false;
    }
    return true;
}

} // namespace BundleSignature
