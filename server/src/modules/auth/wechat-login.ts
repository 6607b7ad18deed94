/**
 * The WeChat logins of the auth service (auth.service.ts composes them in): a wx.login code's openid
 * (code2session), the one-tap phone login (手机号快捷登录: WeChat vouches for the phone) and binding an
 * openid to an account that has none, for WeChat subscription messages.
 */
import type { WeChatBindBody, WeChatLoginBody, WeChatPhoneLoginBody } from '@common/auth';
import type { Locale } from '@common/i18n';
import { MSG } from '@common/messages';
import { SUBSCRIPTIONS_MSG } from '@common/messages.server';
import { PHONE_PATTERN } from '@common/validation';
import {
  code2Session,
  createAccessTokens,
  getUserPhoneNumber,
  WechatRefusal,
  type WechatIdentity,
} from '../../adapters/wechat';
import { isUniqueViolation } from '../../db/dialect';
import { transaction } from '../../db/transaction';
import { refuse } from '../../http/errors';
import { phoneKey, type AuthCore, type LoginAnswer } from './auth-core';

export function createWeChatLogin(core: AuthCore) {
  const { deps, accounts, repo, now, login, reload, canMerge, nickname, createSocial } = core;
  const { db, clock, events, sessions, limiter, consents, log } = deps;
  /** WeChat's access token, cached for the getuserphonenumber calls of this instance. */
  const wechatTokens =
    deps.wechatTokens ?? (deps.wechat ? createAccessTokens(deps.wechat, () => clock.now()) : undefined);

  return {
    /**
     * A new WeChat user gets a phone-less account; with the agreements ticked (`acceptTerms`) its consent
     * is recorded, else the app's consent check asks at the next start.
     */
    async loginByWeChat(body: WeChatLoginBody, locale: Locale, ip: string): Promise<LoginAnswer> {
      if (!deps.wechat) throw refuse(MSG.auth.wechatUnavailable);
      let identity;
      try {
        identity = await code2Session(deps.wechat, body.code);
      } catch (error) {
        if (error instanceof WechatRefusal) log.info({ errcode: error.errcode }, 'wechat refused the login code');
        else log.error({ err: error }, 'wechat code2session failed');
        throw refuse(MSG.auth.wechatFailed);
      }
      const { openid, unionid } = identity;
      const find = async () =>
        (await repo.findByWechatOpenid(openid)) ?? (unionid ? await repo.findByWechatUnionid(unionid) : undefined);
      let user = await find();
      if (user && user.wechat_openid !== openid) {
        // Known by unionid from another app of the same WeChat open platform: remember this app's openid too.
        await repo.setWechat(user.id, openid, unionid, now());
        user = await reload(user.id);
      } else if (user && unionid && !user.wechat_unionid) {
        await repo.setWechat(user.id, openid, unionid, now());
      }
      user ??= await createSocial(
        {
          phone: null,
          nickname: nickname(locale, null, 'wechat'),
          language: locale,
          wechatOpenid: openid,
          wechatUnionid: unionid,
          now: now(),
        },
        find,
        body.acceptTerms ? { versions: await consents.accepted(body), via: 'wechat', ip } : undefined,
      );
      return login(user);
    },

    /**
     * Binds the openid of a wx.login code to the caller when they have none and no other account holds it
     * (the weapp calls it silently after a phone or code login), so WeChat subscription messages can reach
     * them. The unionid comes along only when no other account holds it.
     */
    async bindWeChat(userId: number, body: WeChatBindBody): Promise<{ wechatBound: boolean }> {
      if (!deps.wechat) throw refuse(MSG.auth.wechatUnavailable);
      const user = await reload(userId);
      if (user.wechat_openid) return { wechatBound: true };
      let identity: WechatIdentity;
      try {
        identity = await code2Session(deps.wechat, body.code);
      } catch (error) {
        if (error instanceof WechatRefusal) log.info({ errcode: error.errcode }, 'wechat refused the bind code');
        else log.error({ err: error }, 'wechat code2session failed');
        throw refuse(MSG.auth.wechatFailed);
      }
      const holder = await repo.findByWechatOpenid(identity.openid);
      if (holder) {
        if (holder.id === userId) return { wechatBound: true };
        throw refuse(SUBSCRIPTIONS_MSG.boundElsewhere);
      }
      const unionHolder = identity.unionid ? await repo.findByWechatUnionid(identity.unionid) : undefined;
      const unionid = unionHolder && unionHolder.id !== userId ? null : identity.unionid;
      try {
        // False: bound meanwhile (another tap); either way the account has an openid now.
        await repo.bindWechatIfNone(userId, identity.openid, unionid, now());
      } catch (error) {
        if (isUniqueViolation(error)) throw refuse(SUBSCRIPTIONS_MSG.boundElsewhere);
        throw error;
      }
      return { wechatBound: true };
    },

    /**
     * 手机号快捷登录: the openid of `loginCode` first (free), then the phone of `phoneCode` (WeChat charges
     * each success). A registered phone logs in; a phone-less WeChat account of this openid gets the phone;
     * otherwise a new account is made with both, as a code login makes it (consent records in the same
     * transaction, `auth.termsRequired` without the ticked agreements). The openid is bound to the phone's
     * account when free, or moved there from a phone-less account (as binding a phone does); an openid
     * already on another phone's account stays there.
     */
    async loginByWeChatPhone(body: WeChatPhoneLoginBody, locale: Locale, ip: string): Promise<LoginAnswer> {
      if (!deps.wechat || !wechatTokens) throw refuse(MSG.auth.wechatUnavailable);
      let identity: WechatIdentity;
      let phone: string;
      try {
        identity = await code2Session(deps.wechat, body.loginCode);
        const answer = await getUserPhoneNumber(deps.wechat, wechatTokens, body.phoneCode, identity.openid);
        // Accounts are mainland mobile numbers (the SMS login's rule): another country's number uses code login.
        if (answer.countryCode !== '86' || !PHONE_PATTERN.test(answer.phone))
          throw new WechatRefusal(0, `phone outside the mainland (+${answer.countryCode})`);
        phone = answer.phone;
      } catch (error) {
        if (error instanceof WechatRefusal) log.info({ errcode: error.errcode }, 'wechat refused the phone login');
        else log.error({ err: error }, 'wechat phone login failed');
        throw refuse(MSG.auth.wechatPhoneFailed);
      }
      const { openid, unionid } = identity;
      const holder = await repo.findByWechatOpenid(openid);
      let user = await repo.findByPhone(phone);
      if (user) {
        if (!holder && !user.wechat_openid) {
          await repo.setWechat(user.id, openid, unionid, now());
        } else if (holder && canMerge(holder, user)) {
          await transaction(db, events, (tx) => accounts.users(tx.db).moveSocialIds(holder.id, user!.id, now()));
          await sessions.revokeAllForUser(holder.id);
        }
        await limiter.reset(phoneKey(phone));
        return login(await reload(user.id));
      }
      if (holder && holder.phone === null) {
        // The phone-less account this WeChat user made earlier gets the phone.
        try {
          await repo.setPhone(holder.id, phone, now());
          return login(await reload(holder.id));
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      const versions = await consents.accepted(body);
      const find = () => repo.findByPhone(phone);
      user = await createSocial(
        {
          phone,
          nickname: nickname(locale, phone, 'phone'),
          language: locale,
          // An openid held by another account stays there.
          wechatOpenid: holder ? null : openid,
          wechatUnionid: holder ? null : unionid,
          now: now(),
        },
        find,
        { versions, via: 'wechat_phone', ip },
      );
      return login(user);
    },
  };
}
