import { LengthLimit as LengthLimit_f38ad9e17decafd1422bd1a703a71299 } from '@/cms/admin/LengthLimit.client'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ColorField as ColorField_8bb3fe5f7ec0d09a66a8e9195b548c5c } from '@/cms/admin/ColorField.client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { WidgetGuide as WidgetGuide_723377c66a1c097c07e56e2e666519b4 } from '@/cms/admin/WidgetGuide'
import { ViewOnSite as ViewOnSite_2fc050600ca67b289013d384976c4c27 } from '@/cms/admin/ViewOnSite.client'
import { SeoPreview as SeoPreview_d761d2ffbcc83fbff705ed448f87999c } from '@/cms/admin/SeoPreview.client'
import { PreviewButton as PreviewButton_890ff1f908fa7563e05d925844bcc248 } from '@/cms/admin/PreviewButton.client'
import { SeeWhereItFills as SeeWhereItFills_b3b04b4c56f318a6c48081f17db33879 } from '@/cms/admin/SeeWhereItFills.client'
import { SeeWhereItShows as SeeWhereItShows_af45b0fbeb8d0009018f7ba53e98834f } from '@/cms/admin/SeeWhereItShows.client'
import { CommerceReportLink as CommerceReportLink_0f7a112cba2eed73997f38738ddf944b } from '@/cms/admin/CommerceReportLink'
import { WhoFillsLink as WhoFillsLink_6cbdfc452fbb4d406c382fa085c3592e } from '@/cms/admin/WhoFillsLink'
import { AdSlotsLink as AdSlotsLink_462a59f0b02bb8a04c5a5296752c5be1 } from '@/cms/admin/AdSlotsLink'
import { SiteHealthLink as SiteHealthLink_4cff1f4c6a8ee5e822460bd6fa6e362e } from '@/cms/admin/SiteHealthLink'
import { AudienceLink as AudienceLink_adb1e0db6dbbb4b951db025194723b91 } from '@/cms/admin/AudienceLink'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CommerceReport as CommerceReport_ce4b8f34b9ead5b6cf68ce9ac8fc528d } from '@/cms/admin/CommerceReport'
import { WhoFills as WhoFills_46a7ad23fcce7e1ee475a84abd7f7498 } from '@/cms/admin/WhoFills'
import { AdSlots as AdSlots_6ffbd3c61b8568eb44c28b9516fa56bf } from '@/article/adSlotsAdmin'
import { SiteHealth as SiteHealth_4024304127f62d0b35f1532e170d87e9 } from '@/cms/admin/SiteHealth'
import { Audience as Audience_556706ac2a81a6c5fcd60719a78cd1b1 } from '@/cms/admin/Audience'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/cms/admin/LengthLimit.client#LengthLimit": LengthLimit_f38ad9e17decafd1422bd1a703a71299,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/cms/admin/ColorField.client#ColorField": ColorField_8bb3fe5f7ec0d09a66a8e9195b548c5c,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/cms/admin/WidgetGuide#WidgetGuide": WidgetGuide_723377c66a1c097c07e56e2e666519b4,
  "@/cms/admin/ViewOnSite.client#ViewOnSite": ViewOnSite_2fc050600ca67b289013d384976c4c27,
  "@/cms/admin/SeoPreview.client#SeoPreview": SeoPreview_d761d2ffbcc83fbff705ed448f87999c,
  "@/cms/admin/PreviewButton.client#PreviewButton": PreviewButton_890ff1f908fa7563e05d925844bcc248,
  "@/cms/admin/SeeWhereItFills.client#SeeWhereItFills": SeeWhereItFills_b3b04b4c56f318a6c48081f17db33879,
  "@/cms/admin/SeeWhereItShows.client#SeeWhereItShows": SeeWhereItShows_af45b0fbeb8d0009018f7ba53e98834f,
  "@/cms/admin/CommerceReportLink#CommerceReportLink": CommerceReportLink_0f7a112cba2eed73997f38738ddf944b,
  "@/cms/admin/WhoFillsLink#WhoFillsLink": WhoFillsLink_6cbdfc452fbb4d406c382fa085c3592e,
  "@/cms/admin/AdSlotsLink#AdSlotsLink": AdSlotsLink_462a59f0b02bb8a04c5a5296752c5be1,
  "@/cms/admin/SiteHealthLink#SiteHealthLink": SiteHealthLink_4cff1f4c6a8ee5e822460bd6fa6e362e,
  "@/cms/admin/AudienceLink#AudienceLink": AudienceLink_adb1e0db6dbbb4b951db025194723b91,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/cms/admin/CommerceReport#CommerceReport": CommerceReport_ce4b8f34b9ead5b6cf68ce9ac8fc528d,
  "@/cms/admin/WhoFills#WhoFills": WhoFills_46a7ad23fcce7e1ee475a84abd7f7498,
  "@/article/adSlotsAdmin#AdSlots": AdSlots_6ffbd3c61b8568eb44c28b9516fa56bf,
  "@/cms/admin/SiteHealth#SiteHealth": SiteHealth_4024304127f62d0b35f1532e170d87e9,
  "@/cms/admin/Audience#Audience": Audience_556706ac2a81a6c5fcd60719a78cd1b1,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
